#' Create a new NicheVisualizationsProbabilitySeriesInner
#'
#' @description
#' NicheVisualizationsProbabilitySeriesInner Class
#'
#' @docType class
#' @title NicheVisualizationsProbabilitySeriesInner
#' @description NicheVisualizationsProbabilitySeriesInner Class
#' @format An \code{R6Class} generator object
#' @field queryId  character
#' @field species  character
#' @field pBk  numeric
#' @field pEk  numeric
#' @field tsi  numeric
#' @field ci The confidence index reported for the job (CI.unc or CI.cor). numeric
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheVisualizationsProbabilitySeriesInner <- R6::R6Class(
  "NicheVisualizationsProbabilitySeriesInner",
  public = list(
    `queryId` = NULL,
    `species` = NULL,
    `pBk` = NULL,
    `pEk` = NULL,
    `tsi` = NULL,
    `ci` = NULL,

    #' @description
    #' Initialize a new NicheVisualizationsProbabilitySeriesInner class.
    #'
    #' @param queryId queryId
    #' @param species species
    #' @param pBk pBk
    #' @param pEk pEk
    #' @param tsi tsi
    #' @param ci The confidence index reported for the job (CI.unc or CI.cor).
    #' @param ... Other optional arguments.
    initialize = function(`queryId`, `species`, `pBk`, `pEk`, `tsi`, `ci`, ...) {
      if (!missing(`queryId`)) {
        if (!(is.character(`queryId`) && length(`queryId`) == 1)) {
          stop(paste("Error! Invalid data for `queryId`. Must be a string:", `queryId`))
        }
        self$`queryId` <- `queryId`
      }
      if (!missing(`species`)) {
        if (!(is.character(`species`) && length(`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", `species`))
        }
        self$`species` <- `species`
      }
      if (!missing(`pBk`)) {
        self$`pBk` <- `pBk`
      }
      if (!missing(`pEk`)) {
        self$`pEk` <- `pEk`
      }
      if (!missing(`tsi`)) {
        self$`tsi` <- `tsi`
      }
      if (!missing(`ci`)) {
        self$`ci` <- `ci`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return NicheVisualizationsProbabilitySeriesInner as a base R list.
    #' @examples
    #' # convert array of NicheVisualizationsProbabilitySeriesInner (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert NicheVisualizationsProbabilitySeriesInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheVisualizationsProbabilitySeriesInnerObject <- list()
      if (!is.null(self$`queryId`)) {
        NicheVisualizationsProbabilitySeriesInnerObject[["queryId"]] <-
          self$`queryId`
      }
      if (!is.null(self$`species`)) {
        NicheVisualizationsProbabilitySeriesInnerObject[["species"]] <-
          self$`species`
      }
      if (!is.null(self$`pBk`)) {
        NicheVisualizationsProbabilitySeriesInnerObject[["pBk"]] <-
          self$`pBk`
      }
      if (!is.null(self$`pEk`)) {
        NicheVisualizationsProbabilitySeriesInnerObject[["pEk"]] <-
          self$`pEk`
      }
      if (!is.null(self$`tsi`)) {
        NicheVisualizationsProbabilitySeriesInnerObject[["tsi"]] <-
          self$`tsi`
      }
      if (!is.null(self$`ci`)) {
        NicheVisualizationsProbabilitySeriesInnerObject[["ci"]] <-
          self$`ci`
      }
      return(NicheVisualizationsProbabilitySeriesInnerObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheVisualizationsProbabilitySeriesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheVisualizationsProbabilitySeriesInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`queryId`)) {
        self$`queryId` <- this_object$`queryId`
      }
      if (!is.null(this_object$`species`)) {
        self$`species` <- this_object$`species`
      }
      if (!is.null(this_object$`pBk`)) {
        self$`pBk` <- this_object$`pBk`
      }
      if (!is.null(this_object$`pEk`)) {
        self$`pEk` <- this_object$`pEk`
      }
      if (!is.null(this_object$`tsi`)) {
        self$`tsi` <- this_object$`tsi`
      }
      if (!is.null(this_object$`ci`)) {
        self$`ci` <- this_object$`ci`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheVisualizationsProbabilitySeriesInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheVisualizationsProbabilitySeriesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheVisualizationsProbabilitySeriesInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`queryId` <- this_object$`queryId`
      self$`species` <- this_object$`species`
      self$`pBk` <- this_object$`pBk`
      self$`pEk` <- this_object$`pEk`
      self$`tsi` <- this_object$`tsi`
      self$`ci` <- this_object$`ci`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheVisualizationsProbabilitySeriesInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `queryId`
      if (!is.null(input_json$`queryId`)) {
        if (!(is.character(input_json$`queryId`) && length(input_json$`queryId`) == 1)) {
          stop(paste("Error! Invalid data for `queryId`. Must be a string:", input_json$`queryId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsProbabilitySeriesInner: the required field `queryId` is missing."))
      }
      # check the required field `species`
      if (!is.null(input_json$`species`)) {
        if (!(is.character(input_json$`species`) && length(input_json$`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", input_json$`species`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsProbabilitySeriesInner: the required field `species` is missing."))
      }
      # check the required field `pBk`
      if (!is.null(input_json$`pBk`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsProbabilitySeriesInner: the required field `pBk` is missing."))
      }
      # check the required field `pEk`
      if (!is.null(input_json$`pEk`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsProbabilitySeriesInner: the required field `pEk` is missing."))
      }
      # check the required field `tsi`
      if (!is.null(input_json$`tsi`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsProbabilitySeriesInner: the required field `tsi` is missing."))
      }
      # check the required field `ci`
      if (!is.null(input_json$`ci`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsProbabilitySeriesInner: the required field `ci` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheVisualizationsProbabilitySeriesInner
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `queryId` is null
      if (is.null(self$`queryId`)) {
        return(FALSE)
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        return(FALSE)
      }

      # check if the required `pBk` is null
      if (is.null(self$`pBk`)) {
        return(FALSE)
      }

      if (self$`pBk` > 1) {
        return(FALSE)
      }
      if (self$`pBk` < 0) {
        return(FALSE)
      }

      if (self$`pEk` > 1) {
        return(FALSE)
      }
      if (self$`pEk` < 0) {
        return(FALSE)
      }

      if (self$`tsi` > 1) {
        return(FALSE)
      }
      if (self$`tsi` < 0) {
        return(FALSE)
      }

      if (self$`ci` > 1) {
        return(FALSE)
      }
      if (self$`ci` < 0) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `queryId` is null
      if (is.null(self$`queryId`)) {
        invalid_fields["queryId"] <- "Non-nullable required field `queryId` cannot be null."
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        invalid_fields["species"] <- "Non-nullable required field `species` cannot be null."
      }

      # check if the required `pBk` is null
      if (is.null(self$`pBk`)) {
        invalid_fields["pBk"] <- "Non-nullable required field `pBk` cannot be null."
      }

      if (self$`pBk` > 1) {
        invalid_fields["pBk"] <- "Invalid value for `pBk`, must be smaller than or equal to 1."
      }
      if (self$`pBk` < 0) {
        invalid_fields["pBk"] <- "Invalid value for `pBk`, must be bigger than or equal to 0."
      }

      if (self$`pEk` > 1) {
        invalid_fields["pEk"] <- "Invalid value for `pEk`, must be smaller than or equal to 1."
      }
      if (self$`pEk` < 0) {
        invalid_fields["pEk"] <- "Invalid value for `pEk`, must be bigger than or equal to 0."
      }

      if (self$`tsi` > 1) {
        invalid_fields["tsi"] <- "Invalid value for `tsi`, must be smaller than or equal to 1."
      }
      if (self$`tsi` < 0) {
        invalid_fields["tsi"] <- "Invalid value for `tsi`, must be bigger than or equal to 0."
      }

      if (self$`ci` > 1) {
        invalid_fields["ci"] <- "Invalid value for `ci`, must be smaller than or equal to 1."
      }
      if (self$`ci` < 0) {
        invalid_fields["ci"] <- "Invalid value for `ci`, must be bigger than or equal to 0."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# NicheVisualizationsProbabilitySeriesInner$unlock()
#
## Below is an example to define the print function
# NicheVisualizationsProbabilitySeriesInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheVisualizationsProbabilitySeriesInner$lock()


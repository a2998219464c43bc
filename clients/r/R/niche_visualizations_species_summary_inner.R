#' Create a new NicheVisualizationsSpeciesSummaryInner
#'
#' @description
#' NicheVisualizationsSpeciesSummaryInner Class
#'
#' @docType class
#' @title NicheVisualizationsSpeciesSummaryInner
#' @description NicheVisualizationsSpeciesSummaryInner Class
#' @format An \code{R6Class} generator object
#' @field species  character
#' @field references  integer
#' @field presencePoints  integer
#' @field queriesIdentified  integer
#' @field minPEk  numeric
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheVisualizationsSpeciesSummaryInner <- R6::R6Class(
  "NicheVisualizationsSpeciesSummaryInner",
  public = list(
    `species` = NULL,
    `references` = NULL,
    `presencePoints` = NULL,
    `queriesIdentified` = NULL,
    `minPEk` = NULL,

    #' @description
    #' Initialize a new NicheVisualizationsSpeciesSummaryInner class.
    #'
    #' @param species species
    #' @param references references
    #' @param presencePoints presencePoints
    #' @param queriesIdentified queriesIdentified
    #' @param minPEk minPEk
    #' @param ... Other optional arguments.
    initialize = function(`species`, `references`, `presencePoints`, `queriesIdentified`, `minPEk`, ...) {
      if (!missing(`species`)) {
        if (!(is.character(`species`) && length(`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", `species`))
        }
        self$`species` <- `species`
      }
      if (!missing(`references`)) {
        if (!(is.numeric(`references`) && length(`references`) == 1)) {
          stop(paste("Error! Invalid data for `references`. Must be an integer:", `references`))
        }
        self$`references` <- `references`
      }
      if (!missing(`presencePoints`)) {
        if (!(is.numeric(`presencePoints`) && length(`presencePoints`) == 1)) {
          stop(paste("Error! Invalid data for `presencePoints`. Must be an integer:", `presencePoints`))
        }
        self$`presencePoints` <- `presencePoints`
      }
      if (!missing(`queriesIdentified`)) {
        if (!(is.numeric(`queriesIdentified`) && length(`queriesIdentified`) == 1)) {
          stop(paste("Error! Invalid data for `queriesIdentified`. Must be an integer:", `queriesIdentified`))
        }
        self$`queriesIdentified` <- `queriesIdentified`
      }
      if (!missing(`minPEk`)) {
        self$`minPEk` <- `minPEk`
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
    #' @return NicheVisualizationsSpeciesSummaryInner as a base R list.
    #' @examples
    #' # convert array of NicheVisualizationsSpeciesSummaryInner (x) to a data frame
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
    #' Convert NicheVisualizationsSpeciesSummaryInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheVisualizationsSpeciesSummaryInnerObject <- list()
      if (!is.null(self$`species`)) {
        NicheVisualizationsSpeciesSummaryInnerObject[["species"]] <-
          self$`species`
      }
      if (!is.null(self$`references`)) {
        NicheVisualizationsSpeciesSummaryInnerObject[["references"]] <-
          self$`references`
      }
      if (!is.null(self$`presencePoints`)) {
        NicheVisualizationsSpeciesSummaryInnerObject[["presencePoints"]] <-
          self$`presencePoints`
      }
      if (!is.null(self$`queriesIdentified`)) {
        NicheVisualizationsSpeciesSummaryInnerObject[["queriesIdentified"]] <-
          self$`queriesIdentified`
      }
      if (!is.null(self$`minPEk`)) {
        NicheVisualizationsSpeciesSummaryInnerObject[["minPEk"]] <-
          self$`minPEk`
      }
      return(NicheVisualizationsSpeciesSummaryInnerObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheVisualizationsSpeciesSummaryInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheVisualizationsSpeciesSummaryInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`species`)) {
        self$`species` <- this_object$`species`
      }
      if (!is.null(this_object$`references`)) {
        self$`references` <- this_object$`references`
      }
      if (!is.null(this_object$`presencePoints`)) {
        self$`presencePoints` <- this_object$`presencePoints`
      }
      if (!is.null(this_object$`queriesIdentified`)) {
        self$`queriesIdentified` <- this_object$`queriesIdentified`
      }
      if (!is.null(this_object$`minPEk`)) {
        self$`minPEk` <- this_object$`minPEk`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheVisualizationsSpeciesSummaryInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheVisualizationsSpeciesSummaryInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheVisualizationsSpeciesSummaryInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`species` <- this_object$`species`
      self$`references` <- this_object$`references`
      self$`presencePoints` <- this_object$`presencePoints`
      self$`queriesIdentified` <- this_object$`queriesIdentified`
      self$`minPEk` <- this_object$`minPEk`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheVisualizationsSpeciesSummaryInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `species`
      if (!is.null(input_json$`species`)) {
        if (!(is.character(input_json$`species`) && length(input_json$`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", input_json$`species`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsSpeciesSummaryInner: the required field `species` is missing."))
      }
      # check the required field `references`
      if (!is.null(input_json$`references`)) {
        if (!(is.numeric(input_json$`references`) && length(input_json$`references`) == 1)) {
          stop(paste("Error! Invalid data for `references`. Must be an integer:", input_json$`references`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsSpeciesSummaryInner: the required field `references` is missing."))
      }
      # check the required field `presencePoints`
      if (!is.null(input_json$`presencePoints`)) {
        if (!(is.numeric(input_json$`presencePoints`) && length(input_json$`presencePoints`) == 1)) {
          stop(paste("Error! Invalid data for `presencePoints`. Must be an integer:", input_json$`presencePoints`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsSpeciesSummaryInner: the required field `presencePoints` is missing."))
      }
      # check the required field `queriesIdentified`
      if (!is.null(input_json$`queriesIdentified`)) {
        if (!(is.numeric(input_json$`queriesIdentified`) && length(input_json$`queriesIdentified`) == 1)) {
          stop(paste("Error! Invalid data for `queriesIdentified`. Must be an integer:", input_json$`queriesIdentified`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsSpeciesSummaryInner: the required field `queriesIdentified` is missing."))
      }
      # check the required field `minPEk`
      if (!is.null(input_json$`minPEk`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizationsSpeciesSummaryInner: the required field `minPEk` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheVisualizationsSpeciesSummaryInner
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `species` is null
      if (is.null(self$`species`)) {
        return(FALSE)
      }

      # check if the required `references` is null
      if (is.null(self$`references`)) {
        return(FALSE)
      }

      if (self$`references` < 0) {
        return(FALSE)
      }

      # check if the required `presencePoints` is null
      if (is.null(self$`presencePoints`)) {
        return(FALSE)
      }

      if (self$`presencePoints` < 0) {
        return(FALSE)
      }

      # check if the required `queriesIdentified` is null
      if (is.null(self$`queriesIdentified`)) {
        return(FALSE)
      }

      if (self$`queriesIdentified` < 0) {
        return(FALSE)
      }

      if (self$`minPEk` > 1) {
        return(FALSE)
      }
      if (self$`minPEk` < 0) {
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
      # check if the required `species` is null
      if (is.null(self$`species`)) {
        invalid_fields["species"] <- "Non-nullable required field `species` cannot be null."
      }

      # check if the required `references` is null
      if (is.null(self$`references`)) {
        invalid_fields["references"] <- "Non-nullable required field `references` cannot be null."
      }

      if (self$`references` < 0) {
        invalid_fields["references"] <- "Invalid value for `references`, must be bigger than or equal to 0."
      }

      # check if the required `presencePoints` is null
      if (is.null(self$`presencePoints`)) {
        invalid_fields["presencePoints"] <- "Non-nullable required field `presencePoints` cannot be null."
      }

      if (self$`presencePoints` < 0) {
        invalid_fields["presencePoints"] <- "Invalid value for `presencePoints`, must be bigger than or equal to 0."
      }

      # check if the required `queriesIdentified` is null
      if (is.null(self$`queriesIdentified`)) {
        invalid_fields["queriesIdentified"] <- "Non-nullable required field `queriesIdentified` cannot be null."
      }

      if (self$`queriesIdentified` < 0) {
        invalid_fields["queriesIdentified"] <- "Invalid value for `queriesIdentified`, must be bigger than or equal to 0."
      }

      if (self$`minPEk` > 1) {
        invalid_fields["minPEk"] <- "Invalid value for `minPEk`, must be smaller than or equal to 1."
      }
      if (self$`minPEk` < 0) {
        invalid_fields["minPEk"] <- "Invalid value for `minPEk`, must be bigger than or equal to 0."
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
# NicheVisualizationsSpeciesSummaryInner$unlock()
#
## Below is an example to define the print function
# NicheVisualizationsSpeciesSummaryInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheVisualizationsSpeciesSummaryInner$lock()


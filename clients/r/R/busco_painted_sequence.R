#' Create a new BuscoPaintedSequence
#'
#' @description
#' BuscoPaintedSequence Class
#'
#' @docType class
#' @title BuscoPaintedSequence
#' @description BuscoPaintedSequence Class
#' @format An \code{R6Class} generator object
#' @field sequence The sequence as the BUSCO run names it. character
#' @field nameKind `accession`: an INSDC sequence accession; `internal`: a name of an unsubmitted assembly as the run gives it (SUPER_1, SCAFFOLD_12), kept as it is. character
#' @field buscoGenes Complete single-copy BUSCO genes on the sequence. integer
#' @field merianElements Of those genes, how many each Merian element holds (elements without a gene are left out; genes the reference table assigns to no element are counted in `buscoGenes` only), most genes first. list(\link{MerianElementCount})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BuscoPaintedSequence <- R6::R6Class(
  "BuscoPaintedSequence",
  public = list(
    `sequence` = NULL,
    `nameKind` = NULL,
    `buscoGenes` = NULL,
    `merianElements` = NULL,

    #' @description
    #' Initialize a new BuscoPaintedSequence class.
    #'
    #' @param sequence The sequence as the BUSCO run names it.
    #' @param nameKind `accession`: an INSDC sequence accession; `internal`: a name of an unsubmitted assembly as the run gives it (SUPER_1, SCAFFOLD_12), kept as it is.
    #' @param buscoGenes Complete single-copy BUSCO genes on the sequence.
    #' @param merianElements Of those genes, how many each Merian element holds (elements without a gene are left out; genes the reference table assigns to no element are counted in `buscoGenes` only), most genes first.
    #' @param ... Other optional arguments.
    initialize = function(`sequence`, `nameKind`, `buscoGenes`, `merianElements`, ...) {
      if (!missing(`sequence`)) {
        if (!(is.character(`sequence`) && length(`sequence`) == 1)) {
          stop(paste("Error! Invalid data for `sequence`. Must be a string:", `sequence`))
        }
        self$`sequence` <- `sequence`
      }
      if (!missing(`nameKind`)) {
        if (!(`nameKind` %in% c("accession", "internal"))) {
          stop(paste("Error! \"", `nameKind`, "\" cannot be assigned to `nameKind`. Must be \"accession\", \"internal\".", sep = ""))
        }
        if (!(is.character(`nameKind`) && length(`nameKind`) == 1)) {
          stop(paste("Error! Invalid data for `nameKind`. Must be a string:", `nameKind`))
        }
        self$`nameKind` <- `nameKind`
      }
      if (!missing(`buscoGenes`)) {
        if (!(is.numeric(`buscoGenes`) && length(`buscoGenes`) == 1)) {
          stop(paste("Error! Invalid data for `buscoGenes`. Must be an integer:", `buscoGenes`))
        }
        self$`buscoGenes` <- `buscoGenes`
      }
      if (!missing(`merianElements`)) {
        stopifnot(is.vector(`merianElements`), length(`merianElements`) != 0)
        sapply(`merianElements`, function(x) stopifnot(R6::is.R6(x)))
        self$`merianElements` <- `merianElements`
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
    #' @return BuscoPaintedSequence as a base R list.
    #' @examples
    #' # convert array of BuscoPaintedSequence (x) to a data frame
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
    #' Convert BuscoPaintedSequence to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BuscoPaintedSequenceObject <- list()
      if (!is.null(self$`sequence`)) {
        BuscoPaintedSequenceObject[["sequence"]] <-
          self$`sequence`
      }
      if (!is.null(self$`nameKind`)) {
        BuscoPaintedSequenceObject[["nameKind"]] <-
          self$`nameKind`
      }
      if (!is.null(self$`buscoGenes`)) {
        BuscoPaintedSequenceObject[["buscoGenes"]] <-
          self$`buscoGenes`
      }
      if (!is.null(self$`merianElements`)) {
        BuscoPaintedSequenceObject[["merianElements"]] <-
          self$extractSimpleType(self$`merianElements`)
      }
      return(BuscoPaintedSequenceObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of BuscoPaintedSequence
    #'
    #' @param input_json the JSON input
    #' @return the instance of BuscoPaintedSequence
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`sequence`)) {
        self$`sequence` <- this_object$`sequence`
      }
      if (!is.null(this_object$`nameKind`)) {
        if (!is.null(this_object$`nameKind`) && !(this_object$`nameKind` %in% c("accession", "internal"))) {
          stop(paste("Error! \"", this_object$`nameKind`, "\" cannot be assigned to `nameKind`. Must be \"accession\", \"internal\".", sep = ""))
        }
        self$`nameKind` <- this_object$`nameKind`
      }
      if (!is.null(this_object$`buscoGenes`)) {
        self$`buscoGenes` <- this_object$`buscoGenes`
      }
      if (!is.null(this_object$`merianElements`)) {
        self$`merianElements` <- ApiClient$new()$deserializeObj(this_object$`merianElements`, "array[MerianElementCount]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BuscoPaintedSequence in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BuscoPaintedSequence
    #'
    #' @param input_json the JSON input
    #' @return the instance of BuscoPaintedSequence
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`sequence` <- this_object$`sequence`
      if (!is.null(this_object$`nameKind`) && !(this_object$`nameKind` %in% c("accession", "internal"))) {
        stop(paste("Error! \"", this_object$`nameKind`, "\" cannot be assigned to `nameKind`. Must be \"accession\", \"internal\".", sep = ""))
      }
      self$`nameKind` <- this_object$`nameKind`
      self$`buscoGenes` <- this_object$`buscoGenes`
      self$`merianElements` <- ApiClient$new()$deserializeObj(this_object$`merianElements`, "array[MerianElementCount]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to BuscoPaintedSequence and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `sequence`
      if (!is.null(input_json$`sequence`)) {
        if (!(is.character(input_json$`sequence`) && length(input_json$`sequence`) == 1)) {
          stop(paste("Error! Invalid data for `sequence`. Must be a string:", input_json$`sequence`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BuscoPaintedSequence: the required field `sequence` is missing."))
      }
      # check the required field `nameKind`
      if (!is.null(input_json$`nameKind`)) {
        if (!(is.character(input_json$`nameKind`) && length(input_json$`nameKind`) == 1)) {
          stop(paste("Error! Invalid data for `nameKind`. Must be a string:", input_json$`nameKind`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BuscoPaintedSequence: the required field `nameKind` is missing."))
      }
      # check the required field `buscoGenes`
      if (!is.null(input_json$`buscoGenes`)) {
        if (!(is.numeric(input_json$`buscoGenes`) && length(input_json$`buscoGenes`) == 1)) {
          stop(paste("Error! Invalid data for `buscoGenes`. Must be an integer:", input_json$`buscoGenes`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BuscoPaintedSequence: the required field `buscoGenes` is missing."))
      }
      # check the required field `merianElements`
      if (!is.null(input_json$`merianElements`)) {
        stopifnot(is.vector(input_json$`merianElements`), length(input_json$`merianElements`) != 0)
        tmp <- sapply(input_json$`merianElements`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BuscoPaintedSequence: the required field `merianElements` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BuscoPaintedSequence
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `sequence` is null
      if (is.null(self$`sequence`)) {
        return(FALSE)
      }

      # check if the required `nameKind` is null
      if (is.null(self$`nameKind`)) {
        return(FALSE)
      }

      # check if the required `buscoGenes` is null
      if (is.null(self$`buscoGenes`)) {
        return(FALSE)
      }

      if (self$`buscoGenes` < 1) {
        return(FALSE)
      }

      # check if the required `merianElements` is null
      if (is.null(self$`merianElements`)) {
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
      # check if the required `sequence` is null
      if (is.null(self$`sequence`)) {
        invalid_fields["sequence"] <- "Non-nullable required field `sequence` cannot be null."
      }

      # check if the required `nameKind` is null
      if (is.null(self$`nameKind`)) {
        invalid_fields["nameKind"] <- "Non-nullable required field `nameKind` cannot be null."
      }

      # check if the required `buscoGenes` is null
      if (is.null(self$`buscoGenes`)) {
        invalid_fields["buscoGenes"] <- "Non-nullable required field `buscoGenes` cannot be null."
      }

      if (self$`buscoGenes` < 1) {
        invalid_fields["buscoGenes"] <- "Invalid value for `buscoGenes`, must be bigger than or equal to 1."
      }

      # check if the required `merianElements` is null
      if (is.null(self$`merianElements`)) {
        invalid_fields["merianElements"] <- "Non-nullable required field `merianElements` cannot be null."
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
# BuscoPaintedSequence$unlock()
#
## Below is an example to define the print function
# BuscoPaintedSequence$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BuscoPaintedSequence$lock()

